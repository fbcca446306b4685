import torch

out = torch.zeros(2, 3)
bias = torch.tensor([1.0, 2.0, 3.0])

b = bias.unsqueeze(0).expand_as(out)        # same as .expand(out.size())
print("expanded shape:", tuple(b.shape), "stride:", b.stride())
print("out + b:", out + b)

# Broadcasting already does this: the explicit expand_as is optional here.
print("same as out + bias:", torch.equal(out + b, out + bias))
