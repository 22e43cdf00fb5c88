/** The wizard module's door (decision 049). */
export { createWizardModule } from './wizard.module.ts';
export type { HotelProgressSource, WizardService } from './wizard.service.ts';
