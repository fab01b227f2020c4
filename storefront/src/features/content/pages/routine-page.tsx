/** One routine. */
import { ArticleScreen, articleLoader } from '../components/article-screen.tsx';

export const loader = articleLoader('routine');

export default function RoutinePage() {
  return <ArticleScreen type="routine" />;
}
