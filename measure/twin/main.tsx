// The hand-written twin of two screens, for `npm run bench:browser` only (never in the production build): what a
// good engineer writes without the renderer, with the same libraries, endpoints and look. Served under /__twin/.
import { createRoot } from 'react-dom/client';
import { Global } from '@emotion/react';
import { Route, Router, Switch } from 'wouter';
import { BankForm } from './BankForm';
import { OrderDetails } from './OrderDetails';
import { globalStyles } from './theme';

createRoot(document.getElementById('root')!).render(
  <>
    <Global styles={globalStyles} />
    <Router base="/__twin">
      <Switch>
        <Route path="/loanDetail">
          <OrderDetails />
        </Route>
        <Route path="/loanDetailBench">
          <OrderDetails statusControl />
        </Route>
        <Route path="/bindBank">
          <BankForm />
        </Route>
        <Route>
          <p role="alert">No such screen.</p>
        </Route>
      </Switch>
    </Router>
  </>,
);
