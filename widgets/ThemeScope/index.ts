import { defineWidget } from '../../renderer/public';
import { ThemeScope } from './ThemeScope';

export const ThemeScopeWidget = defineWidget('ThemeScope', ThemeScope);
