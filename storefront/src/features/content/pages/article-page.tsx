/** One magazine article. */
import { ArticleScreen, articleLoader } from '../components/article-screen.tsx';

export const loader = articleLoader('blog');

export default function ArticlePage() {
  return <ArticleScreen type="blog" />;
}
