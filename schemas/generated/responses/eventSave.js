/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate48;
export default validate48;
const schema58 = {"type":["object","null"]};

function validate48(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate48.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema58.type},message:"must be object,null"}];
return false;
}
validate48.errors = vErrors;
return errors === 0;
}

