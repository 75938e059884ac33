/** Query values that must never reach a log line (tokens in websocket and refresh URLs). */
const SECRET_PARAMS = /([?&](?:token|refreshToken|code|state|password|ticket)=)[^&#]*/gi;

export const redactUrl = (url: string) => url.replace(SECRET_PARAMS, '$1[redacted]');
