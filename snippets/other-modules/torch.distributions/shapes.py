import torch
from torch.distributions import Independent, Normal

batch = Normal(torch.zeros(3), torch.ones(3))          # three independent 1-D normals
print("batch_shape:", batch.batch_shape, " event_shape:", batch.event_shape)
print("sample((2,)).shape:", batch.sample((2,)).shape)
print("log_prob shape:", batch.log_prob(torch.zeros(3)).shape)

joint = Independent(batch, 1)                           # one 3-D distribution
print("Independent: batch_shape:", joint.batch_shape, " event_shape:", joint.event_shape)
print("log_prob shape:", joint.log_prob(torch.zeros(3)).shape,
      " equals the sum:", torch.allclose(joint.log_prob(torch.zeros(3)), batch.log_prob(torch.zeros(3)).sum()))
