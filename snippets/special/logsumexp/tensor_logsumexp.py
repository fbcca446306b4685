import torch

scores = torch.tensor([[2.0, 1.0, 0.1], [500.0, 499.0, 0.0]])
log_probs = scores - scores.logsumexp(dim=-1, keepdim=True)
print("scores - scores.logsumexp(-1, keepdim=True):", log_probs)
print("equals log_softmax:", torch.allclose(log_probs, torch.log_softmax(scores, dim=-1)))
print("same as torch.logsumexp:", torch.equal(scores.logsumexp(1), torch.logsumexp(scores, 1)))
