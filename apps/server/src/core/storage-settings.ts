/** An S3-compatible object store for files (the data folder is used when none is configured). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** For stores other than AWS (MinIO, OSS, COS...). */
  endpoint: string | undefined;
  /** Most stores other than AWS address buckets by path rather than by host name. */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (environment, instance role...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}
