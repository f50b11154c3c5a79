/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate25;
export default validate25;
const schema30 = {"type":["object","null"]};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate25.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema30.type},message:"must be object,null"}];
return false;
}
validate25.errors = vErrors;
return errors === 0;
}

