/**
 * The data the examples of the function definitions (library-*.ts) read, for the operator reference and the tests
 * that evaluate every example (the language has list literals but no object literals). Tools only.
 */
export const EXAMPLE_SCOPE = {
  data: {
    fields: [
      { code: 'bankName', value: 'BDO' },
      { code: 'account', value: '0012' },
    ],
    form: { bankName: 'BDO', account: '0012', note: '' },
  },
  state: { calls: { list: { status: 'success', message: '', code: 0, dropped: ['/tabs'] } } },
} as const;
