"""Photos' bytes in an S3-compatible store (AWS S3, MinIO, Garage, Ceph...), through boto3 (`pip install
'scorepad[s3]'`). The bucket and an optional endpoint come from the settings; the credentials from boto3's own
places (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY in the environment, or its config files), never from ours."""

from __future__ import annotations

from typing import Any

KINDS = ("photo", "thumb")


class S3Store:
    """The bytes as objects `<prefix><id>/<kind>` in one bucket."""

    outside = True

    def __init__(self, client: Any, bucket: str, prefix: str = "photos/") -> None:
        self.client, self.bucket, self.prefix = client, bucket, prefix

    @classmethod
    def from_config(cls, config: dict[str, Any]) -> S3Store:
        """The store SCOREPAD_PHOTO_S3_BUCKET (and _PREFIX, _ENDPOINT, _REGION) name; an error naming what is
        missing when boto3 isn't installed or no bucket is set (a server never starts without its photos)."""
        bucket = config.get("SCOREPAD_PHOTO_S3_BUCKET")
        if not bucket:
            raise RuntimeError("SCOREPAD_PHOTO_STORE=s3 needs SCOREPAD_PHOTO_S3_BUCKET")
        try:
            import boto3
        except ImportError as error:
            raise RuntimeError("SCOREPAD_PHOTO_STORE=s3 needs boto3: pip install 'scorepad[s3]'") from error
        client = boto3.client(
            "s3",
            endpoint_url=config.get("SCOREPAD_PHOTO_S3_ENDPOINT") or None,
            region_name=config.get("SCOREPAD_PHOTO_S3_REGION") or None,
        )
        return cls(client, bucket, config.get("SCOREPAD_PHOTO_S3_PREFIX", "photos/"))

    def key(self, photo_id: str, kind: str) -> str:
        """The object key of one kind of a photo's bytes."""
        return f"{self.prefix}{photo_id}/{kind}"

    def put(self, photo_id: str, kind: str, data: bytes) -> None:
        """Keep one kind of a photo's bytes."""
        self.client.put_object(Bucket=self.bucket, Key=self.key(photo_id, kind), Body=data)

    def get(self, photo_id: str, kind: str) -> bytes | None:
        """One kind of a photo's bytes, or None."""
        try:
            answer = self.client.get_object(Bucket=self.bucket, Key=self.key(photo_id, kind))
        except self.client.exceptions.NoSuchKey:
            return None
        return answer["Body"].read()  # type: ignore[no-any-return]

    def delete(self, photo_id: str) -> None:
        """Let a photo's bytes go."""
        objects = [{"Key": self.key(photo_id, kind)} for kind in KINDS]
        self.client.delete_objects(Bucket=self.bucket, Delete={"Objects": objects, "Quiet": True})
