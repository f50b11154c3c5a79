/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.
export const schema = {"type":"array","items":{"type":"object","required":["title","contract_url"],"properties":{"title":{"type":"string"},"contract_url":{"type":"string"}}}};
