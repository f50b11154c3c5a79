/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.
export const schema = {"type":"object","required":["type","sonType","problemId","content","images","disposeDetail","disposeImages","isNeedScore"],"properties":{"type":{"type":"string"},"sonType":{"type":"string"},"problemId":{"type":"integer"},"content":{"type":"string"},"images":{"type":"array","items":{"type":"string"}},"disposeDetail":{"type":"string"},"disposeImages":{"type":"array","items":{"type":"string"}},"isNeedScore":{"type":"integer"}}};
