import { PaperPage } from './components/PaperPage';

/**
 * /paperDetail2?id= — a report in the 媒体版: a newspaper front page with masthead, lead
 * story, charts in a grid and articles in two columns. `&print=1` is the printer's view.
 */
export function PaperDetailMediaPage() {
  return <PaperPage edition={2} />;
}

export default PaperDetailMediaPage;
