/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate12;
export default validate12;
const schema13 = {"type":["object","null"]};

function validate12(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate12.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema13.type},message:"must be object,null"}];
return false;
}
validate12.errors = vErrors;
return errors === 0;
}

