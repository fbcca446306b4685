import bisect
import numpy as np
import torch

bounds = [1, 3, 5, 7, 9]
x = [0, 1, 2, 3, 9, 10]
b = torch.tensor(bounds)
t = torch.tensor(x)
print("bucketize:            ", torch.bucketize(t, b).tolist())
print("bucketize, right=True:", torch.bucketize(t, b, right=True).tolist())
print("== bisect_left / bisect_right:",
      torch.bucketize(t, b).tolist() == [bisect.bisect_left(bounds, v) for v in x],
      torch.bucketize(t, b, right=True).tolist() == [bisect.bisect_right(bounds, v) for v in x])

print("np.digitize:            ", np.digitize(x, bounds).tolist())
print("np.digitize, right=True:", np.digitize(x, bounds, right=True).tolist())
