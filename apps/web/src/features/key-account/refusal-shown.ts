/**
 * A failed call's rejection handler where the API client has already shown the refusal: the
 * confirmation closes and the lists stay as they were (nothing changed on the server).
 */
export const refusalShown = () => undefined;
