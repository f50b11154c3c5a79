/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate43;
export default validate43;
const schema49 = {"type":["object","null"]};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate43.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema49.type},message:"must be object,null"}];
return false;
}
validate43.errors = vErrors;
return errors === 0;
}

