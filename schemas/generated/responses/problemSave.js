/* eslint-disable */
// generated, do not edit: `npm run gen` (scripts/gen-validators.mjs) builds this from api/endpoint-schemas.json.

export const validate = validate15;
export default validate15;
const schema20 = {"type":["object","null"],"properties":{"problemId":{"type":"integer"}}};

function validate15(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
let vErrors = null;
let errors = 0;
if((!(data && typeof data == "object" && !Array.isArray(data))) && (data !== null)){
validate15.errors = [{instancePath,schemaPath:"#/type",keyword:"type",params:{type: schema20.type},message:"must be object,null"}];
return false;
}
if(errors === 0){
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.problemId !== undefined){
let data0 = data.problemId;
if(!((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0)))){
validate15.errors = [{instancePath:instancePath+"/problemId",schemaPath:"#/properties/problemId/type",keyword:"type",params:{type: "integer"},message:"must be integer"}];
return false;
}
}
}
}
validate15.errors = vErrors;
return errors === 0;
}

