/**
 * An answer's `data` that is already JSON text, sent as it is: the phone list's pages come out of
 * PostgreSQL as JSON, and parsing and writing them again was a fifth of the list's cost
 * (bench/phones-list). `T` is the value the text stands for, so a handler stays typed against its
 * endpoint and the reply schema still documents it.
 */
export class JsonText<T> {
  declare readonly of?: T;
  constructor(readonly text: string) {}
}
