import torch

samples = torch.tensor([[1.0, 10.0],
                        [2.0, 20.0],
                        [3.0, 31.0],
                        [4.0, 39.0]])               # 4 samples x 2 features
print("cov(samples):   shape", tuple(torch.cov(samples).shape), "(4 'variables')")
print("cov(samples.T): shape", tuple(torch.cov(samples.T).shape))
print(torch.cov(samples.T))
