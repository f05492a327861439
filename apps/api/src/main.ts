import './compile-cache';
import { runApi } from './run-api';

runApi();
