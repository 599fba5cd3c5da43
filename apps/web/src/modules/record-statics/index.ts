// The record-statics module's door: a teacher's 幼儿档案 tab (教师详情 > ChildrenPortfolio).
export { ChildrenPortfolioTab } from './components/ChildrenPortfolioTab';
