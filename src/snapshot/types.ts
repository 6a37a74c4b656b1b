/** The data model of specs/context-pack-reference.md; field names are the spec's. */

export type FileType = 'text' | 'binary' | 'image' | 'data' | 'unknown';

export type FileCategory =
  | 'config'
  | 'entrypoint'
  | 'auth'
  | 'api'
  | 'database'
  | 'test'
  | 'documentation'
  | 'build'
  | 'dependency'
  | 'source'
  | 'other';

export type ExclusionReason = 'credentials' | 'binary' | 'size_limit' | 'pattern_match' | 'dependency_dir' | 'build_output' | 'cache';

export interface FileNode {
  name: string;
  path: string;
  size_bytes: number;
  type: FileType;
}

export interface DirectoryNode {
  name: string;
  path: string;
  children: (DirectoryNode | FileNode)[];
}

export interface FileMetadata {
  path: string;
  relative_path: string;
  name: string;
  extension: string;
  size_bytes: number;
  type: FileType;
  category: FileCategory;
  is_key_file: boolean;
  content_extractable: boolean;
}

export interface ExcludedFile {
  path: string;
  reason: ExclusionReason;
  /** The pattern or rule that excluded it (never file content). */
  rule?: string;
  /** A folder excluded as a whole (its path ends with `/`); its files were not walked. */
  directory?: boolean;
  size_bytes?: number;
}

/** Something the scan met but could not treat as a file: special files, symlinks, unreadable paths. */
export interface SkippedPath {
  path: string;
  problem: string;
}

export interface ProjectSnapshot {
  root_path: string;
  scan_timestamp: string;
  directory_tree: DirectoryNode;
  total_files: number;
  total_directories: number;
  total_size_bytes: number;
  files: FileMetadata[];
  excluded_files: ExcludedFile[];
  exclusion_stats: {
    by_pattern: number;
    by_size: number;
    by_binary: number;
    by_credentials: number;
  };
  skipped: SkippedPath[];
}

export interface Dependency {
  name: string;
  version?: string;
  type: 'runtime' | 'dev' | 'peer';
}

export interface Manifest {
  project_name: string;
  project_type: string;
  purpose_guess: string;
  structure_summary: string;
  dependencies: Dependency[];
  entry_points: string[];
  build_system?: string;
  test_framework?: string;
}

export interface FileIndexEntry {
  path: string;
  type: FileType;
  category: FileCategory;
  size_bytes: number;
  included: boolean;
  exclusion_reason?: ExclusionReason;
}

export interface KeyFile {
  path: string;
  category: FileCategory;
  importance: 'critical' | 'high' | 'medium';
  content: string;
  truncated: boolean;
}

export interface FileContent {
  path: string;
  content: string;
  truncated: boolean;
  original_size_bytes: number;
}

export interface EncodingIssue {
  path: string;
  encoding: string;
  issue: string;
}

export interface PackMetadata {
  pack_type: 'full' | 'summary';
  created_at: string;
  source_root: string;
  total_files_scanned: number;
  files_included: number;
  files_excluded: number;
  total_content_bytes: number;
  truncation_applied: boolean;
  encoding_issues: EncodingIssue[];
  skipped: SkippedPath[];
}

export interface ContextPackInfo {
  type: 'full' | 'summary';
  selection_reason: string;
  files_scanned: number;
  files_included: number;
  files_excluded: number;
  exclusions_by_reason: { credentials: number; binary: number; size: number; pattern: number };
  content_bytes: number;
  truncated_files: number;
}

export interface FullPack {
  type: 'full';
  manifest: Manifest;
  file_index: FileIndexEntry[];
  key_files: KeyFile[];
  contents: FileContent[];
  metadata: PackMetadata;
  context_pack_info: ContextPackInfo;
}

export interface RepoSummary {
  description: string;
  architecture_pattern: string;
  key_technologies: string[];
  notable_patterns: string[];
  potential_concerns: string[];
}

export interface KeyFileSummary {
  path: string;
  category: FileCategory;
  summary: string;
  exports: string[];
  dependencies: string[];
  notable_code: string[];
}

export interface EntrypointSummary {
  path: string;
  type: 'cli' | 'web' | 'api' | 'library' | 'script';
  description: string;
  routes_or_commands?: string[];
}

export interface RiskHotspot {
  path: string;
  risk_type: 'security' | 'performance' | 'complexity' | 'coupling';
  description: string;
  indicators: string[];
}

export interface SummaryPack {
  type: 'summary';
  manifest: Manifest;
  file_index: FileIndexEntry[];
  repo_summary: RepoSummary;
  key_files_summary: KeyFileSummary[];
  entrypoints: EntrypointSummary[];
  risk_hotspots: RiskHotspot[];
  metadata: PackMetadata;
  context_pack_info: ContextPackInfo;
}

export type ContextPack = FullPack | SummaryPack;

export interface PackConstraints {
  /** Default 500 KB. */
  max_content_bytes?: number;
  /** Default 200. */
  max_files?: number;
  prefer_summary?: boolean;
  /** Build a full pack even over the limits (files past the byte budget are excluded by size). */
  force_full?: boolean;
  provider_limits?: Record<string, number>;
}
