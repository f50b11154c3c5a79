/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate46;
export default validate46;
const schema52 = {"type":["object","null"]};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate46.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema52.type},message:"must be object,null"}];
return false;
}
validate46.errors = vErrors;
return errors === 0;
}

