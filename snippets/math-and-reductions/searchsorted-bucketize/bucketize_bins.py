import torch

ages = torch.tensor([3.0, 17.0, 18.0, 25.0, 64.5, 65.0, 90.0, float("nan")])
edges = torch.tensor([18.0, 65.0])               # buckets: <18, 18..65, >=65
bucket = torch.bucketize(ages, edges, right=True)
print("bucket:", bucket.tolist(), bucket.dtype)
print("counts per bucket:", torch.bincount(bucket, minlength=3).tolist())
print("shape kept:", tuple(torch.bucketize(ages.view(2, 4), edges).shape))
