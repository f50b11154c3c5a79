import { defineWidget } from '../../renderer/public';
import { Hero } from './Hero';

export const HeroWidget = defineWidget('Hero', Hero);
