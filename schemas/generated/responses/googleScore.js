/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate48;
export default validate48;
const schema54 = {};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
validate48.errors = null;
return true;
}

