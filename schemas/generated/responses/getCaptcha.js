/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate27;
export default validate27;
const schema32 = {"type":"null"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if(data !== null){
validate27.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: "null"},message:"must be null"}];
return false;
}
validate27.errors = vErrors;
return errors === 0;
}

