/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate29;
export default validate29;
const schema34 = {"type":["object","null"]};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate29.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema34.type},message:"must be object,null"}];
return false;
}
validate29.errors = vErrors;
return errors === 0;
}

