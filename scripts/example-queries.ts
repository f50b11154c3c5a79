// Example queries that open a screen with sandbox data; shared by `npm start`'s printed links, the Lighthouse audit and
// a test that opens every printed address, so each opens a working screen (a route needing an id gets one here).
export const EXAMPLE_QUERIES: Record<string, string> = {
  loanDetail: '?productId=P001&orderId=ORD174D',
  bindBank: '?productId=P001',
  bindCard: '?productId=P001&orderId=ORDCARD&source=loanDetail',
  complaint: '?orderId=ORD174',
  complainDetails: '?problemId=1001',
  confirm: '?productId=P001',
  confirmLoanV2: '?productId=P001',
  repay: '?productId=P001&orderId=ORD174',
  repayDelay: '?productId=P001&orderId=ORD174D',
  repayChoose: '?productId=P001&orderId=ORD174&amount=845.50',
  repaymentOfCode: '?showType=1&payCode=742199301184&repayAmount=227500',
  loginFailure: '?productId=P001',
  loanAgreement: '?productId=P001',
  error: '?message=Order%20not%20found',
  promotion: '?templateId=T1&app_from=pesonow&user_from=fb&utm_tag=spring',
};
