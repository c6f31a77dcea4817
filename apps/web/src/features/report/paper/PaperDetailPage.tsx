import { PaperPage } from './components/PaperPage';

/**
 * /paperDetail?id= — a report in the 通用版: an official white A4 briefing (red 页眉, dark-red
 * headings, 宋体). `&print=1` is the view the server prints to PDF.
 */
export function PaperDetailPage() {
  return <PaperPage edition={1} />;
}

export default PaperDetailPage;
