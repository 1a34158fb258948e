export { PartnerDirectory } from '../queries/partner-directory';
