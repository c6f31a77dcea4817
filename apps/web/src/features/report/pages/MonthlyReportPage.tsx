import { PlaceholderPage } from '../../../components/PlaceholderPage';

export default PlaceholderPage;
