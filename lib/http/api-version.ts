// The contract's version: in the OpenAPI document and the User-Agent of outbound requests.
// Its own module, so runtime code reads it without loading the document generator.
export const API_VERSION = '1.0.0';
