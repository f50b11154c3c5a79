// Importing this module makes every storage schema's validator available to storage actions. Page chunks whose
// page reads or writes a typed storage value import it (build/vite-plugin-page-modules.ts); so do tests, Storybook
// and the page lab, which may render any page.
import * as validators from '../../schemas/generated/validate-storage';
import { installStorageValidators } from './storageSchemas';

installStorageValidators(validators);
