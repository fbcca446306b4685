import warnings
import torch

with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    one_obs = torch.cov(torch.tensor([[1.0], [2.0]]))
    two_obs = torch.cov(torch.tensor([1.0, 2.0]), correction=2)
print("one observation, correction=1:", one_obs.tolist())
print("two observations, correction=2:", two_obs.item())
print(w[0].category.__name__, str(w[0].message).split(" (Triggered")[0])
