// The child-growth module's door: a child's records and learning quality, for 幼儿发展.
export { GrowthSections } from './components/GrowthSections';
export { LearningQualitySection } from './components/LearningQualitySection';
