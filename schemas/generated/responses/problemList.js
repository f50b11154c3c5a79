/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.
export const schema = {"type":"object","required":["tabs"],"properties":{"tabs":{"type":"array","items":{"type":"object","required":["title","list"],"properties":{"title":{"type":"string"},"list":{"type":"array","items":{"type":"object","required":["id","time","type","content"],"properties":{"id":{"type":"integer"},"time":{"type":"string"},"type":{"type":"string"},"content":{"type":"string"}}}}}}}}};
