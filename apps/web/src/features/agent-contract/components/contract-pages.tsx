import { ContractPage } from './contract-page';

/** The four contract pages of the agent centre, by the spec's page names. */
export const DividendContractPage = () => <ContractPage kind="DIVIDEND" />;
export const DailySalaryPage = () => <ContractPage kind="DAILY" />;
export const HourlySalaryPage = () => <ContractPage kind="HOURLY" />;
export const RealtimeSalaryPage = () => <ContractPage kind="REALTIME" />;
