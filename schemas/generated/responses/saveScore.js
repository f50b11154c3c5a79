/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate18;
export default validate18;
const schema23 = {"type":["object","null"]};

function validate18(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate18.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema23.type},message:"must be object,null"}];
return false;
}
validate18.errors = vErrors;
return errors === 0;
}

