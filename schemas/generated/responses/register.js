/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate30;
export default validate30;
const schema35 = {"type":["object","null"]};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate30.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema35.type},message:"must be object,null"}];
return false;
}
validate30.errors = vErrors;
return errors === 0;
}

