/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate45;
export default validate45;
const schema55 = {"type":["object","null"]};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate45.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema55.type},message:"must be object,null"}];
return false;
}
validate45.errors = vErrors;
return errors === 0;
}

