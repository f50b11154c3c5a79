/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate22;
export default validate22;
const schema27 = {"type":["object","null"]};

function validate22(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate22.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema27.type},message:"must be object,null"}];
return false;
}
validate22.errors = vErrors;
return errors === 0;
}

