// Loader hooks for the cold-start bench's counting pass: reports every module URL loaded.
let port;
export function initialize(data) {
  port = data.port;
}
export async function load(url, context, next) {
  port.postMessage(url);
  return next(url, context);
}
