import torch

a = torch.tensor([0.0, 89.0, 1000.0, -1000.0, 3.0])
b = torch.tensor([0.0, 89.0, 1000.0, -1000.0, 4.0])
naive = torch.log(torch.exp(a) + torch.exp(b))
print("naive log(exp(a)+exp(b)) :", naive)
print("torch.logaddexp(a, b)    :", torch.logaddexp(a, b))

# the stable form: max(a, b) + log1p(exp(-|a - b|))
m = torch.maximum(a, b)
by_hand = m + torch.log1p(torch.exp(-(a - b).abs()))
print("max + log1p(exp(-|a-b|)) :", by_hand)
print("max |diff|               :", (torch.logaddexp(a, b) - by_hand).abs().max().item())
print("method form equal        :", torch.equal(a.logaddexp(b), torch.logaddexp(a, b)))

ninf = torch.tensor([float("-inf")])
print("logaddexp(-inf, -inf)    :", torch.logaddexp(ninf, ninf), "| logaddexp(-inf, 2):", torch.logaddexp(ninf, torch.tensor([2.0])))
print("broadcast (3,1) with (2,):", torch.logaddexp(torch.zeros(3, 1), torch.zeros(2)).shape)
print("has Tensor.logaddexp_    :", hasattr(torch.Tensor, "logaddexp_"))
for label, other in (("Python float other", 0.0), ("int64 tensors", torch.tensor([1]))):
    try:
        torch.logaddexp(a if label.startswith("Python") else torch.tensor([2]), other)
    except (TypeError, NotImplementedError) as e:
        print(f"{label:24}: {type(e).__name__}: {e}")
