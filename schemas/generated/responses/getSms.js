/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate28;
export default validate28;
const schema33 = {"type":["object","null"]};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate28.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema33.type},message:"must be object,null"}];
return false;
}
validate28.errors = vErrors;
return errors === 0;
}

