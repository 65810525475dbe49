/** The boost feature: what app/ may place on other pages. */
export { BoostPanel, type BoostPanelProps } from './components/BoostPanel';
