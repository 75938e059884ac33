/**
 * Latest frame wins (ARCHITECTURE.md section 5, back-pressure): a slot holding at most one item
 * waiting to be decoded or drawn. Putting a new one in replaces (and releases) the waiting one,
 * which counts as dropped, so a slow decoder or a busy tab never builds a queue and the picture
 * is always the newest the phone sent.
 */
export class LatestSlot<T> {
  private item: T | null = null;
  dropped = 0;

  constructor(private readonly release: (item: T) => void = () => undefined) {}

  put(item: T) {
    if (this.item !== null) {
      this.release(this.item);
      this.dropped += 1;
    }
    this.item = item;
  }

  take(): T | null {
    const item = this.item;
    this.item = null;
    return item;
  }

  get isEmpty() {
    return this.item === null;
  }

  clear() {
    if (this.item !== null) this.release(this.item);
    this.item = null;
  }
}
