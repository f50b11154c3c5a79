// Example queries that open a screen with sandbox data; shared by `npm start`'s printed links and the Lighthouse audit,
// so both open the same screens.
export const EXAMPLE_QUERIES: Record<string, string> = {
  loanDetail: '?productId=P001&orderId=ORD174D',
  bindBank: '?productId=P001',
  complaint: '?orderId=ORD174',
  complainDetails: '?problemId=1001',
  repay: '?productId=P001&orderId=ORD174',
  repayDelay: '?productId=P001&orderId=ORD174D',
};
