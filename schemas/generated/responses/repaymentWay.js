/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.
export const schema = {"type":"object","required":["alipay","repayToken","bankCards"],"properties":{"alipay":{"type":["integer","string","null"]},"userId":{"type":"string","minLength":1},"repayToken":{"type":"string","minLength":1},"bankCards":{"type":"array","items":{"type":"object","required":["id","bankName","cardNo","bankCode"],"properties":{"id":{"type":"string"},"bankName":{"type":"string"},"cardNo":{"type":"string"},"bankCode":{"type":"string"}}}}}};
